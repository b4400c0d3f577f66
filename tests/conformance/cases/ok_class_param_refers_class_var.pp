class c($p = "${module_name}-x") { notify { $p: } }
include c
