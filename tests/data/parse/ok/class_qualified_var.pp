class cfg { $port = 8080 }
include cfg
notify { "port=${cfg::port}": }
