class c(String[1,3] $s) { notify { $s: } }
class { 'c': s => 'abcd' }
