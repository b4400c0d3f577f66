group { 'g': members => ['a', 'b'], system => true }
