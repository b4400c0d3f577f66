type Conf = Struct[{name => String, Optional[port] => Integer}]
notify { 'x': message => "${Conf.new({name => 'n'})} ${Conf({name => 'm', port => 80})}" }
