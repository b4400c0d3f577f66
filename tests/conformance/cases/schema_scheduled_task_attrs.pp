scheduled_task { 't': command => 'c' }
