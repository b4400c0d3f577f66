define d($c) { notify { $title: message => $c } }
class k($p = 'kp') { d { 'one': c => $p } }
class { 'k': p => 'given' }
Notify['one'] -> Class['k']
