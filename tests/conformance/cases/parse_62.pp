$x = [notify { 'a': }, 1].length
notify { "${x}": }
