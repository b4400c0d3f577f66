class c { notify { 'x': message => "${module_name}|${caller_module_name}|${name}|${title}" } }
include c
