Notify['never'] { message => 'amended' }
