class outer { $v = 'outer' class { 'inner': } }
class inner { notify { 'i': message => "${outer::v}" } }
include outer
