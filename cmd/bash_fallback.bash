
# Without the bash-completion package (a plain bash), scorepad reads the
# command line and lists file names itself; with it, it uses the package.
__scorepad_comp_words()
{
    if declare -F _get_comp_words_by_ref >/dev/null 2>&1; then
        _get_comp_words_by_ref "$@" cur prev words cword
        return
    fi
    local keep=
    if [[ ${1-} == -n ]]; then
        keep=${2-}
    fi
    # bash splits at the characters of COMP_WORDBREAKS: the words around
    # one of keep (and keep itself) are joined back when no blank
    # separates them on the line
    local line=${COMP_LINE:0:COMP_POINT} i w before joined=0 j=-1
    words=()
    cword=0
    for ((i = 0; i < ${#COMP_WORDS[@]} && i <= COMP_CWORD; i++)); do
        w=${COMP_WORDS[i]}
        if [[ -n $w ]]; then
            before=${line%%"$w"*}
            line=${line#*"$w"}
        else
            before=" "
        fi
        if ((j >= 1)) && [[ -z $before && -n $keep ]] &&
            { [[ -z ${w//[$keep]/} ]] || ((joined)); }; then
            words[j]+=$w
        else
            ((j++))
            words[j]=$w
        fi
        joined=0
        if [[ -n $keep && -n $w && -z ${w//[$keep]/} ]]; then
            joined=1
        fi
        if ((i == COMP_CWORD)); then
            cword=$j
        fi
    done
    cur=${words[cword]-}
    prev=${words[cword-1]-}
}

__scorepad_filedir()
{
    if declare -F _filedir >/dev/null 2>&1; then
        _filedir "$@"
        return
    fi
    local IFS=$'\n' f e
    if [[ ${1-} == -d ]]; then
        COMPREPLY+=($(compgen -d -- "$cur"))
    elif [[ -n ${1-} ]]; then
        # "pdf|html|": the folders, and the files with one of these endings
        COMPREPLY+=($(compgen -d -- "$cur"))
        for f in $(compgen -f -- "$cur"); do
            IFS='|'
            for e in $1; do
                if [[ -n $e && -f $f && $f == *."$e" ]]; then
                    COMPREPLY+=("$f")
                fi
            done
            IFS=$'\n'
        done
    else
        COMPREPLY+=($(compgen -f -- "$cur"))
    fi
    if [[ $(type -t compopt) == builtin ]]; then
        compopt -o filenames 2>/dev/null
    fi
}
