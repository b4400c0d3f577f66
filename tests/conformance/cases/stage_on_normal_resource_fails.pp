stage { 's': }
notify { 'n': stage => 's' }
