class p(Integer $n) { notify { "p-${n}": } }
class { 'p': n => 'str' }
