define d { notify { "n${title}": message => "${module_name}|${caller_module_name}|${name}" } }
d { 't': }
