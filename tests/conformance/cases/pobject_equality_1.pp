type A = Object[{attributes => {x => Integer}, functions => {f => Callable}, equality => ['f']}]
notify {"a": message => "${A}"}
