class inner { notify { 'i': } }
class outer { contain inner notify { 'o': } }
include outer
notify { 'after': require => Class['outer'] }
