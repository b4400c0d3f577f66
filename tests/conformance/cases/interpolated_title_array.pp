$names = ['a', 'b']
notify { $names.map |$n| { "item-${n}" }: }
