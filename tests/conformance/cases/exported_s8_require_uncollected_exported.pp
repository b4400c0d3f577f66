@@notify { 'e1': }
notify { 'n': require => Notify['e1'] }
