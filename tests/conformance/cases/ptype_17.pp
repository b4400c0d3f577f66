class c(Resource['file'] $t = File['/a']) { notify { "${t}": } }
include c
