type MyInt = Integer[1, 10]
notify { 'x': message => ["${MyInt}", String(MyInt), [MyInt], MyInt, Type[MyInt], Optional[MyInt]] }
