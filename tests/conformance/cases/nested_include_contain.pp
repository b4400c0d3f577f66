class inner { notify { 'i': } }
class middle { contain inner }
class outer { contain middle }
include outer
notify { 'after': require => Class['outer'] }
