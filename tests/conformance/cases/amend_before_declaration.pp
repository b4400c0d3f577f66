Notify['later'] { message => 'amended' }
notify { 'later': }
