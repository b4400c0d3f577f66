augeas { 'a': changes => ['set x 1'] }
