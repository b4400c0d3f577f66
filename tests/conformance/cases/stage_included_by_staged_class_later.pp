stage { 'post': require => Stage['main'] }
class inner { notify { 'inner': } }
class outer { include inner }
class { 'outer': stage => 'post' }
include inner
class other { include inner }
include other
