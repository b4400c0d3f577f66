notify { ' spaced ': }
notify { 'n': require => Notify[' spaced '] }
