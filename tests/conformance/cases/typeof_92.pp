notify { 'x': message => "${type('abc') =~ Type[String[3]]} ${type('abc') =~ Type[String[4]]} ${type('abc') =~ Type[Enum['abc']]} ${type('abc') =~ Type[Pattern[/b/]]}" }
