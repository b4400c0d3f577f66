notify { "${capitalize('hello world')} ${camelcase('hello_world')} ${'AbC'.downcase}": }
