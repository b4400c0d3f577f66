class c { notify { "x": message => $caller_module_name } }
include c
