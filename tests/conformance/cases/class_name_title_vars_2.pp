class c { notify { "name=${name} title=${title}": } }
include c
