class bare {}
