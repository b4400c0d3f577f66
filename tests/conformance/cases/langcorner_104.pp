@File {}
