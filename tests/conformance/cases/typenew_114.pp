type Conf = Struct[{name => String, Optional[port] => Integer}]
notify { 'x': message => "${Conf.new({name => 'n', port => 'x'})}" }
