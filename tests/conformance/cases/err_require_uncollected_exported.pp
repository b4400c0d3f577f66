@@notify { 'e': }
notify { 'b': require => Notify['e'] }
