class c { notify { "x": message => $module_name } }
include c
