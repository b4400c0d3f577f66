$x = unless false { 'u' } else { 'v' }
notify { $x: }
