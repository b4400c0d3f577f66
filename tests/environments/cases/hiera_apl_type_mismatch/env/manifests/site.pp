include myclass
