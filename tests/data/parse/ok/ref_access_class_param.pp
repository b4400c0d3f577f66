class conf($port = 80) { }
include conf
notify { 'p': message => Class['conf']['port'] }
