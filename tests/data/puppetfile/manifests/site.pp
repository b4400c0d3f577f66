notify { 'site': }
