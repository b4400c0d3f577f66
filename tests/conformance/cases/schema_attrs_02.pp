service { 's': enable => true, hasstatus => false, flags => 'x' }
