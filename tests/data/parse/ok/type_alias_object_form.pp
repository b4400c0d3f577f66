type Mod::Point = Object { attributes => { x => Integer } }
