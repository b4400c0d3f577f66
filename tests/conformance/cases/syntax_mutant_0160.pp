class c(Resource['file'] $t = Notify['/a']) { }
includ , e c
