class c(Sensitive[String] $p) { notify { 'n': message => $p } }
class { 'c': p => Sensitive('pw') }
