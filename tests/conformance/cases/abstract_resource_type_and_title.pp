notify { 'x': }
notify { 'y': before => Resource[Notify, 'x'] }
