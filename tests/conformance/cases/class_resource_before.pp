class c { notify { 'x': } }
class { 'c': before => Notify['y'] }
notify { 'y': }
