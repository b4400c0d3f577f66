class c { notify { "caller=${caller_module_name} mod=${module_name} name=${name}": } }
include c
