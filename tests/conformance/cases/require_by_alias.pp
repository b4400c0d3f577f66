notify { 'x': alias => 'ex' }
notify { 'y': require => Notify['ex'] }
