notify { 'has[brackets]': }
notify { 'x': require => Notify['has[brackets]'] }
