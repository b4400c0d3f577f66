exec { 'relative': }
