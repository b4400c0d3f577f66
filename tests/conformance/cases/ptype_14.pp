class c(Type[Resource] $t = File) { notify { "${t}": } }
include c
