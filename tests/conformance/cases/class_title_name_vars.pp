class c($p = $title) { notify { "t=${title} n=${name} p=${p} m=${module_name}": } }
include c
