stage { 'pre': before => Stage['main'] }
class x { notify { 'x': } }
class { 'x': stage => pre }
