type Mod::Other = Integer
