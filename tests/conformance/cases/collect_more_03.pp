@@notify { 'e': }
notify { 'r': require => Notify['e'] }
